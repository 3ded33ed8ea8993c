import definition from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { AntIcon, type IconProps } from '../ant-icon';

export function InfoCircleFilled(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
