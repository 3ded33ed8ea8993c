import definition from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function EnvironmentOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
