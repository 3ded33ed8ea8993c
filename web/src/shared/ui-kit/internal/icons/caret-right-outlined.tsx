import definition from '@ant-design/icons-svg/es/asn/CaretRightOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CaretRightOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
